import Canvas
import Foundation
import Synchronization
import Testing
import TextLayout

/// Cairo 1.16 keeps at most ten FreeType faces open and closes a random idle one when it opens another;
/// its idle check races with a thread that is just starting to use that face (a crash seen in CI while
/// twenty cases met new fonts at once). Many threads drawing text in more scripts than ten font files
/// make cairo open and close faces all the time (7 of 15 runs crashed before `FontFacePins`).
@Suite struct FontFaceRaceTests {
    static let scripts = ["สวัสดีครับ", "नमस्ते दुनिया", "হ্যালো", "வணக்கம்", "ಹಲೋ", "నమస్కారం", "ഹലോ", "ਸਤ ਸ੍ਰੀ ਅਕਾਲ",
                          "નમસ્તે", "გამარჯობა", "Բարեւ", "ሰላም", "ສະບາຍດີ", "សួស្តី", "မင်္ဂလာပါ", "ආයුබෝවන්",
                          "Hello **bold**", "Γειά σου", "שלום", "سلام", "中文"]

    static func draw(_ text: String, size: Double) throws {
        var options = LayoutOptions(width: 200)
        options.font.size = size
        let layout = TextLayout(text, options: options)
        let canvas = try Canvas(size: Size(width: 220, height: layout.size.height + 8), scale: 1, background: .white)
        layout.draw(on: canvas, at: Point(x: 4, y: 4))
    }

    @Test func manyThreadsMeetingManyFontsAtOnce() throws {
        let threads = 12, rounds = 400
        let failures = Mutex<[String]>([])
        let group = DispatchGroup()
        for t in 0..<threads {
            group.enter()
            Thread {
                defer { group.leave() }
                var generator = SystemRandomNumberGenerator()
                for r in 0..<rounds {
                    let text = Self.scripts[(t * 7 + r * 3 + Int.random(in: 0..<3, using: &generator)) % Self.scripts.count]
                    do { try Self.draw(text, size: Double(10 + (r % 9) * 3)) } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }
            }.start()
        }
        group.wait()
        #expect(failures.withLock { $0 } == [])
        // The first layout pins every installed font: Cairo never closes a face again.
        #expect(FontFacePins.allInstalledFontsPinned)
    }
}
