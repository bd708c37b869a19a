import Foundation
import TermUI

/// The catalogue's techniques for images, icons and the words of a label.
extension AuditCatalogue {
    static func images() -> [CatalogueTechnique] {
        [
            // A bare SF Symbol is read by its built-in name ("square.and.arrow.up" is "Share"),
            // as on iOS, which is no defect; the icon here is drawn with shapes, as a custom icon is.
            CatalogueTechnique("Icon-only button", "a drawn share icon with no label: VoiceOver says only \"Button\"") {
                Button {} label: { Circle().stroke(Color.blue).frame(width: 16, height: 16) }
            } good: {
                Button {} label: { Circle().stroke(Color.blue).frame(width: 16, height: 16) }.accessibilityLabel("Share")
            },
            CatalogueTechnique("Decorative image", "a flourish under a title is read by its file name") {
                VStack { Text("Recipes"); Image("flourish_divider"); Text("Twelve dinners for busy weeks") }
            } good: {
                VStack { Text("Recipes"); Image(decorative: "flourish_divider"); Text("Twelve dinners for busy weeks") }
            },
            CatalogueTechnique("Meaningful image without a label", "a product photo is read as its asset name") {
                VStack { Image("bike-red-2041"); Text("City bike, 3 gears") }
            } good: {
                VStack { Image("bike-red-2041").accessibilityLabel("Red city bike with a front basket"); Text("City bike, 3 gears") }
            },
            CatalogueTechnique("Redundant \"image of\" label", "the label says \"Image of\", and VoiceOver adds \"Image\"") {
                Image("sunset").accessibilityLabel("Image of the sun setting over the bay")
            } good: {
                Image("sunset").accessibilityLabel("The sun setting over the bay")
            },
            CatalogueTechnique("Label with a file extension", "the close button is labelled \"icon_close.png\"") {
                Button {} label: { Image("icon_close") }.accessibilityLabel("icon_close.png")
            } good: {
                Button {} label: { Image("icon_close") }.accessibilityLabel("Close")
            },
            CatalogueTechnique("Symbol name as label", "a favourite button is labelled with its symbol's name") {
                Button {} label: { Image(systemName: "star.fill") }.accessibilityLabel("star.fill")
            } good: {
                Button {} label: { Image(systemName: "star.fill") }.accessibilityLabel("Favorite")
            },
            CatalogueTechnique("Emoji-only button", "a button drawn as a heart emoji is read as the emoji's name") {
                Button("❤️") {}
            } good: {
                Button("❤️") {}.accessibilityLabel("Like")
            },
            CatalogueTechnique("Image-only link", "a globe icon linking to the website has no name") {
                Link(destination: site) { Image(systemName: "globe") }
            } good: {
                Link(destination: site) { Image(systemName: "globe") }.accessibilityLabel("Company website")
            },
        ]
    }

    static func labels() -> [CatalogueTechnique] {
        [
            CatalogueTechnique("Empty label", "a settings button given an empty label") {
                Button {} label: { Image(systemName: "gearshape") }.accessibilityLabel("")
            } good: {
                Button {} label: { Image(systemName: "gearshape") }.accessibilityLabel("Settings")
            },
            CatalogueTechnique("Role word in a button's label", "\"Play button\" is read \"Play button, Button\"") {
                Button {} label: { Image(systemName: "play.fill") }.accessibilityLabel("Play button")
            } good: {
                Button {} label: { Image(systemName: "play.fill") }.accessibilityLabel("Play")
            },
            CatalogueTechnique("Hint repeating the label", "the hint says the label again") {
                Button("Send") {}.accessibilityHint("Send")
            } good: {
                Button("Send") {}.accessibilityHint("Sends the message to Ana")
            },
            CatalogueTechnique("Hint describing the gesture", "the hint says how to tap, which VoiceOver already says") {
                Button("Invoice 42") {}.accessibilityHint("double tap to open")
            } good: {
                Button("Invoice 42") {}.accessibilityHint("Opens the invoice")
            },
            CatalogueTechnique("Label differs from the visible text", "\"Send\" on screen, \"Submit\" in the label: Voice Control cannot reach it") {
                Button("Send") {}.accessibilityLabel("Submit message")
            } good: {
                Button("Send") {}.accessibilityLabel("Send message")
            },
            CatalogueTechnique("Label ending in a period", "\"Save.\" pauses as at a sentence's end before the trait") {
                Button("Save.") {}
            } good: {
                Button("Save") {}
            },
            CatalogueTechnique("Two roles on one control", "a button also marked a link: the user cannot tell what happens") {
                Button("Terms") {}.accessibilityAddTraits(.isLink)
            } good: {
                Link("Terms", destination: site)
            },
        ]
    }
}
