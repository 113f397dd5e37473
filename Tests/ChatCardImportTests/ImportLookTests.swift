import ChatCard
@testable import ChatCardImport
import Foundation
import Testing

/// Issue 34: a conversation takes the look of the app it comes from; the CLI's `--look` and the service's
/// `?look=` draw it in another.
@Suite struct ImportLookTests {
    @Test(arguments: [("bot-messages.json", Look.Name.telegram), ("export-group.json", .telegram), ("discord.json", .discord),
                      ("whatsapp-android.txt", .whatsapp), ("whatsapp-ios.txt", .whatsapp)])
    func aConversationTakesItsAppsLook(_ file: String, _ look: Look.Name) throws {
        let card = try Fixture.imported(file).card()
        #expect(card.spec.look == look)
        #expect(try card.with(look: .slack).spec.look == .slack)
    }

    /// quote-api builds Telegram quote stickers with its own colours: it keeps ChatCard's look.
    @Test func aQuoteRequestKeepsChatCardsLook() throws {
        #expect(try Fixture.imported("quote-request.json").card().spec.look == .chatcard)
    }
}
