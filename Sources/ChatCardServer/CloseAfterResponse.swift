import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes the connection once a response with `Connection: close` is written. Hummingbird would
/// otherwise keep reading: the rest of a body the server refused (a declared 5 MiB), or nothing at all
/// after its own 400 for a malformed request, while the client holds the socket open.
final class CloseAfterResponse: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var closing = false

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            closing = head.headerFields[.connection]?.lowercased() == "close"
            context.write(data, promise: promise)
        case .end where closing:
            let written = context.eventLoop.makePromise(of: Void.self)
            let channel = context.channel
            written.futureResult.whenComplete { _ in channel.close(promise: nil) }
            if let promise { written.futureResult.cascade(to: promise) }
            context.writeAndFlush(data, promise: written)
        default:
            context.write(data, promise: promise)
        }
    }
}
