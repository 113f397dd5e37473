import Canvas
import Foundation
import PropertyBased
import Testing
@testable import ChatCard

/// Albums (`images`): rows that fill the bubble's width in reading order, refusals with their exact
/// messages, cells placed in the bubble (mirrored right to left) with the bubble's colour between them.
@Suite struct AlbumTests {
    @Test(.shrinking(false)) func rowsFillTheWidthInReadingOrder() async {
        await propertyCheck(count: 1000, input: Gen.double(in: 0.2...5).array(of: 2...16), Gen.double(in: 100...600),
                            Gen.double(in: 0...6)) { aspects, width, gap in
            await Task.yield()
            let album = AlbumLayout(aspects: aspects, width: width, gap: gap, rowHeight: 0.42 * width)
            let cells = album.cells
            #expect(cells.count == aspects.count)
            let rows = Dictionary(grouping: cells.indices, by: { cells[$0].minY }).sorted { $0.key < $1.key }.map { $0.value.sorted() }
            #expect(rows.flatMap { $0 } == Array(cells.indices), "cells read left to right, top to bottom")
            for (r, row) in rows.enumerated() {
                #expect(row.count <= AlbumLayout.maxPerRow)
                #expect(abs(cells[row[0]].minX) < 1e-9 && abs(cells[row.last!].maxX - width) < 1e-6)
                for (a, b) in zip(row, row.dropFirst()) { #expect(abs(cells[b].minX - cells[a].maxX - gap) < 1e-6) }
                for i in row {
                    #expect(cells[i].height == cells[row[0]].height)
                    let shape = min(max(aspects[i], AlbumLayout.aspectRange.lowerBound), AlbumLayout.aspectRange.upperBound)
                    #expect(abs(cells[i].width / cells[i].height - shape) < 1e-6 * shape, "a cell keeps its picture's shape, within limits")
                }
                if r > 0 { #expect(abs(cells[row[0]].minY - cells[rows[r - 1][0]].maxY - gap) < 1e-6) }
            }
            #expect(abs(album.size.height - cells.last!.maxY) < 1e-9 && album.size.width == width)
        }
    }

    @Test func commonAlbumsTakeTheMessengersShapes() {
        func rowSizes(_ aspects: [Double]) -> [Int] {
            let cells = AlbumLayout(aspects: aspects, width: 300, gap: 2, rowHeight: 126).cells
            return Dictionary(grouping: cells, by: \.minY).sorted { $0.key < $1.key }.map(\.value.count)
        }
        #expect(rowSizes([0.75, 0.75]) == [2])  // two portraits side by side
        #expect(rowSizes([1.5, 1.5]) == [2])
        #expect(rowSizes([1, 1, 1, 1]) == [2, 2])  // four squares: a 2 × 2 grid
        #expect(rowSizes(Array(repeating: 1, count: 9)) == [3, 3, 3])
    }

    static func error(_ message: String) -> String {
        do { _ = try Card(json: Data(#"{"messages": [\#(message)]}"#.utf8)).render(); return "no error" } catch { return "\(error)" }
    }

    @Test func refusalsNameTheField() throws {
        let png = try CardImageTests.dataURI("quadrants.png")
        let m = #""from": "them""#
        #expect(Self.error(#"{\#(m), "image": "\#(png)", "images": ["\#(png)"]}"#)
                == #"messages[0].images: give one photo in "image" or an album in "images", not both"#)
        #expect(Self.error(#"{\#(m), "images": []}"#) == "messages[0].images: needs at least one image")
        #expect(Self.error(#"{\#(m), "images": "\#(png)"}"#) == "messages[0].images: expected an array, found a string")
        #expect(Self.error(#"{\#(m), "images": ["\#(png)", 3]}"#)
                == #"messages[0].images[1]: expected a data URI string or {"file": PATH}, found a number"#)
        let seventeen = Array(repeating: #""\#(png)""#, count: 17).joined(separator: ", ")
        #expect(Self.error(#"{\#(m), "images": [\#(seventeen)]}"#) == "messages[0].images: has 17 images; the limit is 16 per message")
        let sixteen = Array(repeating: #""\#(png)""#, count: 16).joined(separator: ", ")
        #expect(Self.error(#"{\#(m), "images": [\#(sixteen)], "avatar": "\#(png)"}"#)
                == "messages[0].avatar: the message has 17 images; the limit is 16")
        #expect(Self.error(#"{\#(m), "sticker": "\#(png)", "images": ["\#(png)"]}"#)
                == #"messages[0].sticker: a sticker stands alone; this message also has "images""#)
        #expect(Self.error(#"{\#(m), "style": "plain", "text": "a", "images": ["\#(png)"]}"#)
                == "messages[0].images: is drawn in bubbles only; this message's style is plain")
        #expect(Self.error(#"{\#(m), "images": ["\#(png)", "data:image/png;base64,iVBORw0KGgo="]}"#).hasPrefix("messages[0].images[1]: "))
    }

    static func album(direction: String = "ltr") throws -> Card {
        let jpeg = try CardImageTests.dataURI("landscape.jpg"), webp = try CardImageTests.dataURI("square.webp")
        return try Card(json: Data(#"""
            {"direction": "\#(direction)", "messages": [{"from": "me", "images": ["\#(jpeg)", "\#(webp)", "\#(jpeg)"], "text": "Trip", "time": "9:51"}]}
            """#.utf8))
    }

    @Test(arguments: ["ltr", "rtl"])
    func cellsSitInTheBubbleApartAndInReadingOrder(direction: String) throws {
        let card = try Self.album(direction: direction)
        let frames = try card.frames().of(message: 0)
        let bubble = frames.first { $0.kind == .bubble }!.rect, text = frames.first { $0.kind == .text }!.rect
        let cells = frames.filter { $0.kind == .photo }.map(\.rect)
        try #require(cells.count == 3)
        let scale = card.spec.scale
        for (i, cell) in cells.enumerated() {
            #expect(bubble.contains(Point(x: cell.minX, y: cell.minY)) && bubble.contains(Point(x: cell.maxX, y: cell.maxY)))
            #expect(cell.maxY < text.minY, "the caption goes below")
            #expect(cell == cell.snapped(scale: scale), "cell edges on device pixels")
            for other in cells[(i + 1)...] { #expect(!cell.insetBy(dx: 0.01, dy: 0.01).overlaps(other)) }
        }
        // Reading order: the first picture on the leading side of its row.
        let row = cells.filter { $0.minY == cells[0].minY }
        #expect(row.count > 1)
        #expect(direction == "rtl" ? cells[0].maxX == row.map(\.maxX).max() : cells[0].minX == row.map(\.minX).min())
    }

    @Test func theBubblesColourShowsBetweenCells() throws {
        let card = try Self.album()
        let cells = try card.frames().of(message: 0).filter { $0.kind == .photo }.map(\.rect)
        let (a, b) = (cells[0], cells[1])
        try #require(a.minY == b.minY)
        let image = try card.drawnCanvas().rgbaImage(), scale = card.spec.scale
        let gap = image[Int(((a.maxX + b.minX) / 2 * scale).rounded(.down)), Int(a.midY * scale)]
        let fill = CardTheme.of(.light).fill(for: .me)
        #expect(abs(Double(gap.b) - fill.blue * 255) < 2 && abs(Double(gap.r) - fill.red * 255) < 2, "gap \(gap) fill \(fill)")
    }
}
