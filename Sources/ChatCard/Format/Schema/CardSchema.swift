/// The card format as a JSON Schema (draft 2020-12) for editors and validators, made from the tables the
/// decoder reads: `CardKeys` for every object's keys, `CardLimits` for ranges and counts, the enumerations'
/// cases for choices, each kind's descriptor for its object. `docs/card.schema.json` is its text (a test keeps
/// the two equal), `chatcard schema` prints it and the service serves it at `GET /schema/card.json`.
/// What a schema cannot say (lengths in characters as seen, rules across fields, a text's drawn width) is in
/// the objects' descriptions and in docs/SCHEMA.md.
package enum CardSchema {
    package static let draft = "https://json-schema.org/draft/2020-12/schema"
    /// The key a card may name its schema with (editors read it); the decoder accepts it and reads nothing else from it.
    package static let key = "$schema"
    /// What `chatcard sample` names: the schema written beside the card (`chatcard schema -o card.schema.json`).
    package static let besideCards = "card.schema.json"

    /// Every object: the format's own and each kind's.
    static var objects: [String: SchemaObject] {
        AttachmentKind.allCases.reduce(into: formatObjects) { all, kind in
            all.merge(kind.descriptor.schema) { own, _ in own }
        }
    }

    /// The schema as a JSON document.
    package static var document: JSONValue {
        let definitions = objects.sorted { $0.key < $1.key }.map { (key: $0.key, value: object($0.value)) }
        return .object([
            ("$schema", .string(draft)),
            ("title", .string("ChatCard card")),
            ("description", .string("A chat card: a conversation and how to draw it. See README.md, \"The card format\".")),
            ("$ref", .string("#/$defs/card")),
            ("$defs", .object(definitions)),
        ])
    }

    /// The schema's text, as committed in docs/card.schema.json.
    package static var text: String { document.text(pretty: true) + "\n" }

    static func object(_ o: SchemaObject) -> JSONValue {
        let properties = o.keys.map { key in
            let node = o.values[key].map(value) ?? .object([("description", .string("no shape given"))])
            return (key: key, value: o.required.contains(key) ? node : nullable(node))
        }
        var members: [(key: String, value: JSONValue)] = [("type", .string("object"))]
        if let note = o.note { members.append(("description", .string(note))) }
        members.append(("properties", .object(properties)))
        if !o.required.isEmpty { members.append(("required", .array(o.required.map(JSONValue.string)))) }
        members.append(("additionalProperties", .bool(false)))
        return .object(members)
    }

    /// A string without NUL, which the decoder refuses anywhere.
    static let noNUL = "^[^\\u0000]*$"
    static let colorPattern = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
    static let dataURIPattern = "^[Dd][Aa][Tt][Aa]:"

    static func value(_ node: SchemaNode) -> JSONValue {
        switch node {
        case .text(let characters):
            .object([("type", .string("string")), ("pattern", .string(noNUL)), ("description", .string("at most \(characters) characters"))])
        case .choice(let options):
            .object([("enum", .array(options.map(JSONValue.string)))])
        case .number(let range, let whole):
            .object([("type", .string(whole ? "integer" : "number")), ("minimum", .number(range.lowerBound)), ("maximum", .number(range.upperBound))])
        case .boolean:
            .object([("type", .string("boolean"))])
        case .color:
            .object([("type", .string("string")), ("pattern", .string(colorPattern)),
                     ("description", .string("#RGB, #RGBA, #RRGGBB or #RRGGBBAA"))])
        case .image:
            .object([("anyOf", .array([
                .object([("type", .string("string")), ("pattern", .string(dataURIPattern)),
                         ("description", .string("a base64 data URI of a PNG, JPEG, WebP or GIF image"))]),
                reference("imageFile"),
            ]))])
        case .array(let items, let count):
            .object([("type", .string("array")), ("items", value(items))]
                    + (count.map { [("minItems", .number(Double($0.lowerBound))), ("maxItems", .number(Double($0.upperBound)))] } ?? []))
        case .object(let name):
            reference(name)
        case .map(let values, let count):
            .object([("type", .string("object")), ("additionalProperties", value(values)), ("maxProperties", .number(Double(count)))])
        case .anyOf(let nodes):
            .object([("anyOf", .array(nodes.map(value)))])
        case .constant(let v):
            .object([("const", v)])
        case .any:
            .object([])
        }
    }

    static func reference(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/" + name))]) }

    /// An optional key may be given as null: the decoder reads null as absent.
    static func nullable(_ schema: JSONValue) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        if let i = members.firstIndex(where: { $0.key == "type" }), case .string(let type) = members[i].value {
            members[i].value = .array([.string(type), .string("null")])
            return .object(members)
        }
        if let i = members.firstIndex(where: { $0.key == "enum" }), case .array(let options) = members[i].value {
            members[i].value = .array(options + [.null])
            return .object(members)
        }
        return .object([("anyOf", .array([schema, .object([("type", .string("null"))])]))])
    }
}
