import Foundation
import Testing
@testable import ChatCard

/// The card format's JSON Schema says what the decoder checks: docs/card.schema.json is the schema made from
/// the decoder's tables; every card the decoder accepts validates (a real validator: Python's jsonschema, as
/// check-jsonschema uses it); and a wrong type, an unknown choice, a number out of range, an unknown key is
/// refused by both, over the field walk's cards (every field of the format) changed one value at a time.
@Suite struct CardSchemaTests {
    static let root: String = {
        let file = "\(#filePath)"
        return String(file[..<file.range(of: "/Tests/")!.lowerBound])
    }()

    @Test func theCommittedSchemaIsTheDecodersOwn() throws {
        let committed = try String(contentsOfFile: Self.root + "/docs/card.schema.json", encoding: .utf8)
        #expect(committed == CardSchema.text, "docs/card.schema.json is stale: run chatcard schema -o docs/card.schema.json")
    }

    @Test func everyObjectGivesEveryKeyAShape() {
        let objects = CardSchema.objects
        for (name, object) in objects {
            #expect(Set(object.values.keys) == Set(object.keys), "\(name): keys without a shape or shapes of no key")
            #expect(Set(object.required).isSubset(of: Set(object.keys)), "\(name): required keys it does not have")
            for node in object.values.values { for reference in Self.references(node) { #expect(objects[reference] != nil, "\(name) names \(reference)") } }
        }
    }

    static func references(_ node: SchemaNode) -> [String] {
        switch node {
        case .object(let name): [name]
        case .image: ["imageFile"]
        case .array(let items, _), .map(let items, _): references(items)
        case .anyOf(let nodes): nodes.flatMap(references)
        default: []
        }
    }

    /// Whether the decoder takes each document, then whether the schema does.
    static func verdicts(_ documents: [String]) throws -> [(decoder: String?, schema: String)] {
        let schema = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID().uuidString).schema.json")
        try Data(CardSchema.text.utf8).write(to: schema)
        defer { try? FileManager.default.removeItem(at: schema) }
        let lines = try SchemaValidator.validate(documents, schema: schema.path)
        return documents.enumerated().map { i, json in
            do {
                _ = try Card(json: Data(json.utf8), files: .relative(to: CardImageTests.images))
                return (nil, lines[i])
            } catch { return ("\(error)", lines[i]) }
        }
    }

    @Test func acceptsWhatTheDecoderAcceptsAndRefusesWhatItRefuses() throws {
        let cards = ([SampleCard.json] + FieldWalkTests.changes.values.flatMap { [$0.base, $0.changed] }).sorted()
        let originals = Array(Set(cards.map { try? JSONValue.parse(Data($0.utf8)) }.compactMap { $0?.text(pretty: false) })).sorted()
        for (json, verdict) in zip(originals, try Self.verdicts(originals)) {
            #expect(verdict.decoder == nil && verdict.schema == "ok", "\(verdict) for \(json.prefix(300))")
        }
        var mutations: [String: SchemaMutation] = [:]
        for json in originals { for m in SchemaMutation.all(of: try JSONValue.parse(Data(json.utf8))) { mutations[m.document] = m } }
        let ordered = mutations.values.sorted { $0.document < $1.document }
        var disagreements: [String] = []
        for (m, verdict) in zip(ordered, try Self.verdicts(ordered.map(\.document))) {
            let decoderRefuses = verdict.decoder != nil, schemaRefuses = verdict.schema != "ok"
            if decoderRefuses == schemaRefuses || m.beyondTheSchema { continue }
            // Removing a key may break a rule across keys, which the schema leaves to the decoder.
            if m.change == .removed && decoderRefuses { continue }
            disagreements.append("\(m.path) \(m.change): decoder \(verdict.decoder ?? "accepts"), schema \(verdict.schema)")
        }
        #expect(ordered.count > 1_000, "mutations tried: \(ordered.count)")
        let shown = disagreements.prefix(40).joined(separator: "\n")
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(ordered.count) disagree:\n\(shown)")
    }
}
