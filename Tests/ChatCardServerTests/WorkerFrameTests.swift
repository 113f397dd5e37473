import ChatCard
import ChatCardImport
@testable import ChatCardServer
import Foundation
import Testing

/// The pipe protocol between the service and its worker processes.
@Suite struct WorkerFrameTests {
    @Test func requestsRoundTrip() throws {
        let requests = [
            WorkerFrame.Request(format: .webp, quality: 80, maxSide: 512, deadlineMilliseconds: 1234, limitMilliseconds: 5000,
                                fault: .hang, look: .whatsapp, json: Data(#"{"messages": []}"#.utf8)),
            WorkerFrame.Request(format: .png, quality: nil, maxSide: nil, deadlineMilliseconds: 10, limitMilliseconds: 20, fault: nil,
                                query: try ImportQuery(["from": "telegram-bot", "tz": "Europe/Berlin", "me": "Ана 🙂"]), json: Data("[]".utf8)),
            WorkerFrame.Request(format: .svg, quality: nil, maxSide: nil, deadlineMilliseconds: nil, limitMilliseconds: nil,
                                fault: nil, json: Data()),
            WorkerFrame.Request(format: .png, deadlineMilliseconds: nil, limitMilliseconds: nil, fault: nil, query: .quoteAPI,
                                quote: .formatFromBody, json: Data("{}".utf8)),
            WorkerFrame.Request(format: .webp, deadlineMilliseconds: nil, limitMilliseconds: nil, fault: nil, query: .quoteAPI,
                                quote: .fixed(.webp), json: Data("{}".utf8)),
            WorkerFrame.Request(format: .png, deadlineMilliseconds: 60_000, limitMilliseconds: 60_000, fault: nil, answer: .cardJSON, json: Data("{}".utf8)),
            WorkerFrame.Request(format: .png, deadlineMilliseconds: nil, limitMilliseconds: nil, fault: nil,
                                animation: ["format": "webm", "sticker": "1", "fps": "24"], json: Data("{}".utf8)),
            WorkerFrame.Request(format: .png, deadlineMilliseconds: nil, limitMilliseconds: nil, fault: nil, animation: [:], json: Data("{}".utf8)),
        ]
        for request in requests {
            #expect(try WorkerFrame.decodeRequest(WorkerFrame.encode(request)) == request)
        }
        #expect(requests[1].query?.options.timeZone.identifier == "Europe/Berlin")
    }

    /// The worker takes the import's parameters as the service read them: a frame whose parameters do not
    /// read (not one the service sent) is refused, not imported with other options.
    @Test func aFrameWithParametersThatDoNotReadIsRefused() throws {
        let request = WorkerFrame.Request(format: .png, deadlineMilliseconds: nil, limitMilliseconds: nil, fault: nil,
                                          query: try ImportQuery(["from": "whatsapp", "tz": "Europe/Berlin"]), json: Data())
        let frame = WorkerFrame.encode(request)
        var broken = frame
        let zone = Data("Europe/Berlin".utf8)
        let at = try #require(broken.range(of: zone))
        broken.replaceSubrange(at, with: Data("Europe/Nowhen".utf8))
        #expect(throws: FrameError.self) { try WorkerFrame.decodeRequest(broken) }
        #expect(try WorkerFrame.decodeRequest(frame) == request)
    }

    @Test func repliesRoundTrip() throws {
        let timing = RenderTiming(layout: 1.5, drawing: 2.25, encoding: 0.125)
        let card = RenderedCard(data: Data([1, 2, 3]), timing: timing, warnings: ["1× voice message", "2× ünïcode 🙂"], format: .webp, quoteKind: .quote)
        guard case .rendered(let back, let resident) = try WorkerFrame.decodeReply(WorkerFrame.encode(.rendered(card, resident: 99 << 20))) else {
            Issue.record("not rendered"); return
        }
        #expect(back.data == Data([1, 2, 3]) && resident == 99 << 20 && back.warnings == card.warnings)
        #expect(back.format == .webp && back.quoteKind == .quote)
        let t = back.timing
        #expect(t.layout == 1.5 && t.drawing == 2.25 && t.encoding == 0.125)
        guard case .refused(let path, let message) = try WorkerFrame.decodeReply(WorkerFrame.encode(.refused(path: "messages[0]", message: "bad"))) else {
            Issue.record("not refused"); return
        }
        #expect(path == "messages[0]" && message == "bad")
        let timeout = RenderTimeout(limit: .milliseconds(1500), stage: .drawing)
        guard case .timedOut(let back) = try WorkerFrame.decodeReply(WorkerFrame.encode(.timedOut(timeout))) else { Issue.record("not timed out"); return }
        #expect(back == timeout)
    }

    @Test func theWorkersDeadlineKeepsTheLimitForItsMessage() {
        let deadline = RenderDeadline(after: .seconds(5))
        let request = WorkerFrame.request(RenderRequest(json: Data(), format: .png), deadline: deadline)
        let theirs = WorkerFrame.deadline(of: request)
        #expect(theirs.limit == .seconds(5))
        let gap = (theirs.instant! - deadline.instant!) / .milliseconds(1)
        #expect(abs(gap) < 50)
    }

    @Test func truncatedOrForeignFramesAreRefused() {
        let reply = WorkerFrame.encode(.rendered(RenderedCard(data: Data(count: 100), timing: RenderTiming(layout: 0, drawing: 0, encoding: 0)), resident: 0))
        for cut in [0, 1, 8, 40, reply.count - 1] {
            #expect(throws: FrameError.self) { try WorkerFrame.decodeReply(reply.prefix(cut)) }
        }
        #expect(throws: FrameError.self) { try WorkerFrame.decodeReply(Data(repeating: 0xff, count: 16)) }
        #expect(throws: FrameError.self) { try WorkerFrame.decodeRequest(Data("GET / HTTP/1.1\r\n".utf8)) }
    }
}
