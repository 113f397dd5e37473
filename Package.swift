// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// Cairo before 1.17.2 can deadlock every rendering thread (docs/ARCHITECTURE.md, Threads). Where the
/// system's is older, scripts/setup.sh builds a fixed Cairo into .deps/cairo; once it is there, the package
/// compiles against its headers, links against it and finds it at run time (run path), with no environment.
let fixedCairo = Context.packageDirectory + "/.deps/cairo"
let usesFixedCairo = FileManager.default.fileExists(atPath: fixedCairo + "/BUILT")

let package = Package(
    name: "ChatCard",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ImageCodecs", targets: ["ImageCodecs"]),
        .library(name: "Canvas", targets: ["Canvas"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "Decorations", targets: ["Decorations"]),
        .library(name: "GoldenImage", targets: ["GoldenImage"]),
        .library(name: "ChatCard", targets: ["ChatCard"]),
        .library(name: "ChatCardImport", targets: ["ChatCardImport"]),
        .executable(name: "chatcard", targets: ["chatcard"]),
        .executable(name: "chatcard-server", targets: ["chatcard-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.30.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.20.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo", path: "Modules/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CPango", path: "Modules/CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libfontconfig-dev"]), .brew(["pango", "fontconfig"])]),
        .systemLibrary(
            name: "CSpng", path: "Modules/CSpng", pkgConfig: "spng",
            providers: [.apt(["libspng-dev"]), .brew(["libspng"])]),

        .systemLibrary(
            name: "CDeflate", path: "Modules/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),

        .systemLibrary(
            name: "CJpeg", path: "Modules/CJpeg", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]),
        .systemLibrary(
            name: "CWebP", path: "Modules/CWebP", pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        // libwebp's animation muxer (WebPAnimEncoder), for animated cards.
        .systemLibrary(
            name: "CWebPMux", path: "Modules/CWebPMux", pkgConfig: "libwebpmux",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]),
        // FFmpeg's libraries (Debian's build has libx264 and libvpx), for MP4 and WebM animations.
        .systemLibrary(
            name: "CFFmpeg", path: "Modules/CFFmpeg", pkgConfig: "libavformat",
            providers: [.apt(["libavformat-dev", "libavcodec-dev", "libswscale-dev", "libavutil-dev"]), .brew(["ffmpeg"])]),
        // libimagequant: one palette for an animated GIF's frames.
        .systemLibrary(
            name: "CImageQuant", path: "Modules/CImageQuant", pkgConfig: "imagequant",
            providers: [.apt(["libimagequant-dev"]), .brew(["libimagequant"])]),
        // giflib ships no pkg-config file: its header and library are on the default paths.
        .systemLibrary(
            name: "CGif", path: "Modules/CGif",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),

        .target(name: "CScanlineDeflate", dependencies: ["CDeflate"]),
        .target(name: "CJpegDecode", dependencies: ["CJpeg"]),
        .target(name: "CGifDecode", dependencies: ["CGif"], linkerSettings: [.linkedLibrary("gif")]),
        .target(name: "CImageScale"),
        .target(name: "CVideoEncode", dependencies: ["CFFmpeg"],
                linkerSettings: ["avformat", "avcodec", "swscale", "avutil"].map { .linkedLibrary($0) }),
        .target(name: "CServiceSystem"),
        // The small tools every layer shares (atomic writes, quoting input in errors, caches, thread-local objects).
        .target(name: "ChatCardSupport"),
        // Image bytes in and out (codecs, the resampler, encoders) without Cairo; Canvas draws with Cairo.
        .target(name: "ImageCodecs", dependencies: ["ChatCardSupport", "CSpng", "CDeflate", "CScanlineDeflate", "CJpegDecode", "CGifDecode", "CWebP", "CImageScale"]),
        .target(name: "Canvas", dependencies: ["ChatCardSupport", "ImageCodecs", "CCairo"]),
        .target(name: "TextLayout", dependencies: ["ChatCardSupport", "Canvas", "ImageCodecs", "CCairo", "CPango"]),
        .target(name: "Decorations", dependencies: ["Canvas", "TextLayout"]),
        .target(name: "GoldenImage", dependencies: ["ChatCardSupport", "ImageCodecs", "CDeflate"]),
        .target(name: "ChatCard", dependencies: ["ChatCardSupport", "ImageCodecs", "Canvas", "TextLayout", "Decorations"]),
        // Conversations as people hold them (Bot API messages, Telegram exports …) → card JSON.
        .target(name: "ChatCardImport", dependencies: ["ChatCardSupport", "ChatCard", "Canvas"]),
        .target(
            name: "ChatCardPreview",
            dependencies: ["ChatCard", "ChatCardSupport", .product(name: "Hummingbird", package: "hummingbird"),
                           .product(name: "Logging", package: "swift-log")]),
        // Cards brought in message by message: frames composed from one drawing, encoded as animations.
        .target(name: "ChatCardAnimation", dependencies: ["ChatCard", "ChatCardSupport", "ImageCodecs", "Canvas", "CWebPMux", "CVideoEncode", "CImageQuant", "CGif"]),
        .executableTarget(
            name: "chatcard",
            dependencies: [
                "ChatCardSupport", "ImageCodecs", "Canvas", "TextLayout", "Decorations", "GoldenImage", "ChatCard", "ChatCardImport", "ChatCardPreview", "ChatCardAnimation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        .target(
            name: "ChatCardServer",
            dependencies: [
                "ChatCardSupport", "ChatCard", "ChatCardImport", "ChatCardAnimation", "Canvas", "ImageCodecs", "CServiceSystem",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "DequeModule", package: "swift-collections"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            ],
            // The playground's page, scripts and examples, served from the binary (no files to install beside it).
            resources: [.embedInCode("Playground/Assets")]),
        .executableTarget(
            name: "chatcard-server",
            dependencies: ["ChatCardServer", "ChatCard", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(name: "CFuzzDriver"),
        .executableTarget(name: "chatcard-fuzz", dependencies: ["CFuzzDriver", "ChatCard", "ChatCardImport", "ImageCodecs", "GoldenImage"]),
        .executableTarget(
            name: "chatcard-bench",
            dependencies: ["ImageCodecs", "Canvas", "TextLayout", "GoldenImage", "ChatCard", "ChatCardImport", "ChatCardAnimation",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(name: "GoldenCases", dependencies: ["ImageCodecs", "Canvas", "TextLayout", "Decorations", "ChatCard"],
                resources: [.copy("Images")]),
        .executableTarget(
            name: "chatcard-gallery",
            dependencies: ["ImageCodecs", "Canvas", "TextLayout", "GoldenCases", "ChatCard", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        .testTarget(name: "ChatCardSupportTests", dependencies: ["ChatCardSupport"]),
        .testTarget(
            name: "CanvasTests",
            dependencies: ["ImageCodecs", "Canvas", "GoldenImage", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "ImageCodecsTests",
            dependencies: ["ImageCodecs", "CScanlineDeflate", "CDeflate", "CImageScale", "CGif", "GoldenImage",
                           .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout", "Canvas", "ImageCodecs", "CPango",
                                                        .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "DecorationsTests",
            dependencies: ["Decorations", "Canvas", "ImageCodecs", "TextLayout",
                           .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "ChatCardTests",
            dependencies: ["ChatCardSupport", "ChatCard", "Canvas", "ImageCodecs", "GoldenImage", "GoldenCases",
                           .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["Cards", "Regressions"]),
        .testTarget(name: "ChatCardAnimationTests", dependencies: ["ChatCardAnimation", "ChatCard", "ImageCodecs", "CWebPMux"]),
        .testTarget(
            name: "ChatCardServerTests",
            dependencies: ["ChatCardServer", "ChatCard", "ChatCardPreview", "ImageCodecs", "chatcard-server",
                           .product(name: "AsyncHTTPClient", package: "async-http-client"),
                           .product(name: "NIOCore", package: "swift-nio"),
                           .product(name: "NIOHTTP1", package: "swift-nio"),
                           .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                           .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "CLITests", dependencies: ["chatcard", "ChatCard", "Decorations", "TextLayout",
                                                 .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "ChatCardImportTests", dependencies: ["ChatCardImport", "ChatCard", "Canvas", "ImageCodecs"], exclude: ["Fixtures"]),
        .testTarget(name: "GoldenImageTests", dependencies: ["GoldenImage", "ImageCodecs", "Canvas"]),
        .testTarget(name: "GoldenTests", dependencies: ["GoldenCases", "GoldenImage", "ImageCodecs", "Canvas"],
                    exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)

if usesFixedCairo {
    let headers = "-I\(fixedCairo)/include/cairo"
    for target in package.targets where target.type != .system {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Xcc", headers])]
        target.cSettings = (target.cSettings ?? []) + [.unsafeFlags([headers])]
    }
    let canvas = package.targets.first { $0.name == "Canvas" }!
    canvas.linkerSettings = [.unsafeFlags(["-L\(fixedCairo)/lib", "-Xlinker", "-rpath", "-Xlinker", "\(fixedCairo)/lib"])]
}
