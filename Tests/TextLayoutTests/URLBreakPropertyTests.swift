import PropertyBased
import Testing
@testable import TextLayout

/// URLs break where people expect, over random URLs (with a scheme, "www." or none),
/// sentences around them, widths and sizes: a URL that fits a line is on one line; one that does not
/// breaks only (unless a stretch between these places is wider than the line) after "/ ? & = #" or before a "." of its path, inside its host (before a dot) only when the
/// host is wider than the line, before its path only when the host fits but not with the "/", never
/// right after the scheme; and no line is wider than the width.
@Suite struct URLBreakPropertyTests {
    struct Case: CustomStringConvertible {
        var before: String, scheme: String, host: String, path: String, after: String
        var width: Double, size: Double
        var url: String { scheme + host + path }
        var text: String { before + url + after }
        var description: String { "\"\(text)\" at \(width) pt, \(size) pt" }
    }

    static let labels = ["docs", "example", "grafana", "a", "my-site", "cdn", "t", "news", "status", "api", "sub"]
    static let tlds = ["com", "org", "me", "io", "de", "co.uk", "dev"]
    static let segments = ["/a", "/very", "/long", "/path", "/d", "/release-notes", "/v2", "/file.tar.gz", "/index.html",
                           "?utm_source=newsletter", "&id=42", "#section-3", "/Swift_(language)", "/2024", "?q=1"]
    static let schemes = ["https://", "http://", "", "", "www."]
    static let words = ["Look:", "see", "Read more at", "the dashboard", "(link", "and", "ok", "—"]

    static let cases = zip(Gen.element(of: words), Gen.element(of: schemes), Gen.element(of: labels).array(of: 1...3),
                           Gen.element(of: tlds), Gen.element(of: segments).array(of: 0...7), Gen.element(of: ["", ".", " now", ")", " and more"]),
                           Gen.int(in: 150...420), Gen.element(of: [13.0, 15, 17]))
        .map { word, scheme, hostLabels, tld, path, tail, width, size in
            Case(before: word! + " ", scheme: scheme!, host: hostLabels.compactMap { $0 }.joined(separator: ".") + "." + tld!,
                 path: Self.path(path.compactMap { $0 }), after: tail!, width: Double(width), size: size!)
        }

    /// A path begins with "/", "?" or "#".
    static func path(_ segments: [String]) -> String {
        let joined = segments.joined()
        return joined.hasPrefix("&") ? "/" + joined : joined
    }

    static func natural(_ s: String, _ size: Double) -> Double { TextLayout(s, options: LayoutOptions(font: FontSpec(size: size))).logicalRect.width }

    static func violation(_ c: Case) -> String? {
        let layout = TextLayout(c.text, options: LayoutOptions(width: c.width, font: FontSpec(size: c.size)))
        let text = Array(c.text.unicodeScalars)
        // "www." is part of the host.
        let urlStart = c.before.unicodeScalars.count, hostStart = urlStart + (c.scheme.hasSuffix("://") ? c.scheme.unicodeScalars.count : 0)
        let hostEnd = urlStart + c.scheme.unicodeScalars.count + c.host.unicodeScalars.count, urlEnd = hostEnd + c.path.unicodeScalars.count
        if let wide = layout.lines.first(where: { $0.usedRect.width > c.width + 0.01 }) { return "line \(wide.index) is \(wide.usedRect.width) pt wide" }
        // Line starts, as scalar offsets, inside the URL.
        let starts = layout.lines.dropFirst().map { c.text.unicodeScalars.distance(from: c.text.startIndex, to: $0.range.lowerBound) }
        let inside = starts.filter { $0 > urlStart && $0 < urlEnd }
        if natural(c.url, c.size) <= c.width { return inside.isEmpty ? nil : "fits (\(natural(c.url, c.size)) pt) but breaks at \(inside)" }
        let hostWide = natural(c.scheme + c.host, c.size) > c.width
        let withSlash = natural(c.scheme + c.host + c.path.prefix(1), c.size) > c.width
        func allowed(_ i: Int) -> Bool {
            let a = text[i - 1], b = text[i]
            if i <= hostStart { return false }
            if i < hostEnd { return hostWide && b == "." }
            if i == hostEnd { return !hostWide && withSlash }
            return (URLBreaks.breakAfter.contains(a) && !URLBreaks.breakAfter.contains(b)) || b == "."
        }
        for i in inside where !allowed(i) {
            // Between characters only where the stretch between two allowed places is wider than the line.
            let from = (urlStart + 1..<i).last(where: allowed) ?? urlStart, to = (i + 1..<urlEnd).first(where: allowed) ?? urlEnd
            let stretch = String(String.UnicodeScalarView(text[from..<to]))
            if natural(stretch, c.size) <= c.width { return "breaks between \"\(text[i - 1])\" and \"\(text[i])\" at \(i) in \"\(stretch)\"" }
        }
        return nil
    }

    @Test(.shrinking(false)) func urlsBreakOnlyWhereAReaderExpects() async {
        await propertyCheck(count: 400, input: Self.cases) { c in
            let broken = Self.violation(c)
            #expect(broken == nil, "\(c): \(broken ?? "")")
        }
    }

    /// Found by the property (CI): a URL of 57 characters, 0.7 pt wider than its line as laid out (a long run is
    /// shaped in chunks, which cuts its kerning) but measured narrower whole, was kept whole and overflowed the
    /// line, which Pango then cut between "4" and "2".
    @Test func aURLIsMeasuredAsItIsLaidOut() {
        let c = Case(before: "— ", scheme: "http://", host: "t.io", path: "/long/index.html/file.tar.gz/file.tar.gz&id=42", after: " now",
                     width: 373, size: 15)
        #expect(Self.violation(c) == nil)
    }

    /// Found by the property (a full run): "…/file.tar.gz/file.tar.gz." at 168 pt, 13 pt, a line 168.35 pt wide.
    @Test func aPathEndingInAFullStopKeepsToItsLine() {
        let c = Case(before: "— ", scheme: "http://", host: "docs.org", path: "/d/path/index.html/file.tar.gz/file.tar.gz", after: ".",
                     width: 168, size: 13)
        #expect(Self.violation(c) == nil)
    }

    @Test func urlsAreFoundAsTelegramFindsThem() {
        func found(_ s: String) -> [String] {
            let list = ScalarList(AttributedText(s))
            return URLMatcher.matches(in: list).map { String(String.UnicodeScalarView(list.scalars[$0.range])) }
        }
        #expect(found("(see example.com/a).") == ["example.com/a"])
        #expect(found("t.me/chatcard and www.Example.org, https://localhost:8080/x") == ["t.me/chatcard", "www.Example.org", "https://localhost:8080/x"])
        #expect(found("https://en.wikipedia.org/wiki/Swift_(language))") == ["https://en.wikipedia.org/wiki/Swift_(language)"])
        #expect(found("e.g. notes.txt user@mail.com @user.name v1.2.3 пример.рф") == ["пример.рф"])
    }
}
