import Foundation

/// A look given as data on its own (the CLI's `--look-file`): the object a card's `look` takes, read and
/// checked once, then put on any card.
package struct GivenLook: Sendable {
    let base: Look.Name
    let changes: LookChanges

    /// Refuses what a card's `look` would refuse; paths start at the object's top (`light.accent`).
    package init(json: Data) throws(CardError) {
        guard json.count <= CardLimits.maxInputBytes else {
            throw CardError(path: "", message: "is \(json.count) bytes; the limit is \(CardLimits.maxInputText)")
        }
        let value: JSONValue
        do { value = try JSONParser.parse(json) } catch { throw CardError(path: "", message: error.description) }
        (base, changes) = try LookObject.read(value, path: "")
    }
}

extension Card {
    /// The same card in `look`, in place of the card's own.
    package func with(look given: GivenLook) -> Card {
        var s = spec
        (s.look, s.lookChanges) = (given.base, given.changes)
        return Card(checked: s)
    }
}
