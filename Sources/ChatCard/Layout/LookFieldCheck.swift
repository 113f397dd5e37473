extension CardLayoutBuilder {
    /// Refuses a look-specific field on a look that does not draw it (the look may come from `--look` or
    /// `?look=` after the card was read), naming the looks that do.
    func checkLookFields() throws(RenderError) {
        for (i, m) in spec.messages.enumerated() {
            let given: [LookField] = (m.thread != nil ? [.thread] : []) + (m.sms ? [.sms] : [])
            guard let field = given.first(where: { !look.fields.contains($0) }) else { continue }
            let drawing = Look.Name.allCases.filter { Look.named($0).fields.contains(field) }.map(\.rawValue).joined(separator: " and ")
            throw .card(CardError(path: "messages[\(i)].\(field.rawValue)", message: "is drawn by the \(drawing) look\(drawing.contains(" and ") ? "s" : "") only; this card's look is \(spec.look.rawValue)"))
        }
    }
}
