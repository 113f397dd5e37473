import ChatCard
import CVideoEncode
import Foundation

/// MP4 (H.264, yuv420p, the index first) and WebM (VP9) through FFmpeg's libraries, in this process: the frames
/// at a constant rate, a frame that repeats the one before not converted again. Written to a temporary file
/// (MP4's index is moved to the front by reading it back) and returned.
struct VideoFile {
    let container: String
    let codec: String
    let width: Int
    let height: Int
    let fps: Int
    var alpha = false
    /// Bits per second; nil: constant quality.
    var bitRate: Int?
    var quality: Int
    var speed: String
    /// VP9's deadline: "realtime" (fast, and at constant quality the same bytes whatever the load), or "good".
    var vp9Deadline = "realtime"

    static func mp4(width: Int, height: Int, fps: Int) -> VideoFile {
        // CRF 20 keeps small text crisp. "ultrafast": the sample's 29 s story in 3.1 s (9.4× real time, 2.5 MB, 152 MB
        // peak) where "superfast" took 5.1 s (5.7×, 1.2 MB, 271 MB) and "veryfast" 6.7 s (4.3×, 1.0 MB, 309 MB).
        VideoFile(container: "mp4", codec: "libx264", width: width, height: height, fps: fps, quality: 20, speed: "ultrafast")
    }

    static func webm(width: Int, height: Int, fps: Int) -> VideoFile {
        VideoFile(container: "webm", codec: "libvpx-vp9", width: width, height: height, fps: fps, quality: 32, speed: "8")
    }

    static let errorBytes = 512

    func encode(_ animation: CardAnimation, deadline: RenderDeadline = .none) throws(AnimationError) -> Data {
        guard width % 2 == 0, height % 2 == 0 else {
            throw .render(.card(CardError(path: "size", message: "\(container) frames must have even sides (got \(width)×\(height))")))
        }
        let path = NSTemporaryDirectory() + "chatcard-\(UUID().uuidString).\(container)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        var error = [CChar](repeating: 0, count: Self.errorBytes)
        let threads = Int32(max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)))
        let opened: OpaquePointer? = path.withCString { file in
            container.withCString { box in
                codec.withCString { name in
                    speed.withCString { speedText in
                        vp9Deadline.withCString { deadlineText in
                            var options = cc_video_options(path: file, container: box, codec: name, width: Int32(width), height: Int32(height),
                                                           fps: Int32(fps), alpha: alpha ? 1 : 0, bit_rate: Int64(bitRate ?? 0),
                                                           quality: Int32(quality), speed: speedText, deadline: deadlineText, threads: threads)
                            return cc_video_open(&options, &error, error.count)
                        }
                    }
                }
            }
        }
        guard let video = opened else { throw .encoder(String(cString: error)) }
        var failure: String?
        do {
            try AnimationError.composing(animation, deadline: deadline) { rgba, _, changed in
                guard failure == nil else { return }
                let code = rgba.withUnsafeBufferPointer { cc_video_add(video, $0.baseAddress, Int32(width * 4), changed ? 1 : 0, &error, error.count) }
                if code != 0 { failure = String(cString: error) }
            }
        } catch {
            cc_video_abandon(video)
            throw error
        }
        if let failure {
            cc_video_abandon(video)
            throw .encoder(failure)
        }
        guard cc_video_close(video, &error, error.count) == 0 else { throw .encoder(String(cString: error)) }
        do { return try Data(contentsOf: URL(fileURLWithPath: path)) } catch { throw .encoder("reading back \(path): \(error)") }
    }
}
