import Foundation
import TermUI

/// The catalogue's techniques for headings, text and form fields.
extension AuditCatalogue {
    static func headingsAndText() -> [CatalogueTechnique] {
        [
            CatalogueTechnique("Bold title without the header trait", "a section title drawn large is not a heading") {
                VStack(alignment: .leading) { Text("Shipping").font(.title); Text("Arrives on Tuesday") }
            } good: {
                VStack(alignment: .leading) {
                    Text("Shipping").font(.title).accessibilityAddTraits(.isHeader)
                    Text("Arrives on Tuesday")
                }
            },
            CatalogueTechnique("\"Heading\" said in the label", "the word \"heading\" in the label instead of the trait") {
                VStack(alignment: .leading) {
                    Text("Payment").accessibilityLabel("Payment heading")
                    Text("Visa ending in 4242")
                }
            } good: {
                VStack(alignment: .leading) {
                    Text("Payment").accessibilityAddTraits(.isHeader)
                    Text("Visa ending in 4242")
                }
            },
            CatalogueTechnique("Heading level without the trait", "a level alone makes no heading on iOS") {
                VStack(alignment: .leading) { Text("Reviews").accessibilityHeading(.h2); Text("4 reviews") }
            } good: {
                VStack(alignment: .leading) {
                    Text("Reviews").accessibilityAddTraits(.isHeader).accessibilityHeading(.h2)
                    Text("4 reviews")
                }
            },
            CatalogueTechnique("Empty heading", "a spacer marked as a heading: the rotor stops on nothing") {
                VStack(alignment: .leading) { Text("").accessibilityAddTraits(.isHeader); Text("Today's orders") }
            } good: {
                VStack(alignment: .leading) { Text("Orders").accessibilityAddTraits(.isHeader); Text("Today's orders") }
            },
            CatalogueTechnique("Low-contrast text", "dark grey text on the dark page, about 2.5:1") {
                Text("Offer ends at midnight").foregroundColor(Color(white: 0.3))
            } good: {
                Text("Offer ends at midnight").foregroundStyle(.primary)
            },
            CatalogueTechnique("Fixed-size font", "12-point text that Dynamic Type cannot enlarge") {
                Text("Prices include tax").font(.system(size: 12))
            } good: {
                Text("Prices include tax").font(.caption)
            },
            CatalogueTechnique("Truncated text", "one line in a narrow frame cuts the sentence off") {
                Text("Your parcel is waiting at the post office on Main Street").lineLimit(1).frame(width: 120)
            } good: {
                Text("Your parcel is waiting at the post office on Main Street")
            },
            CatalogueTechnique("Contact details without a way to reach them", "an email and a phone number buried in a paragraph") {
                Text("Questions? Write to help@example.com or call 555-0100 on weekdays.")
            } good: {
                VStack(alignment: .leading) {
                    Text("Questions? We answer on weekdays.")
                    Link("Email help@example.com", destination: URL(string: "mailto:help@example.com")!)
                    Link("Call 555-0100", destination: URL(string: "tel:5550100")!)
                }
            },
        ]
    }

    static func formControls() -> [CatalogueTechnique] {
        [
            CatalogueTechnique("Placeholder as the only label", "once typed in, the field no longer says what it is for") {
                CatPlaceholderField(titled: false)
            } good: {
                CatPlaceholderField(titled: true)
            },
            CatalogueTechnique("Unlabelled text field", "a text field with no title, prompt or label") {
                CatNameField(label: nil)
            } good: {
                CatNameField(label: "Full name")
            },
            CatalogueTechnique("Unlabelled secure field", "a password field with no name") {
                CatPasswordField(title: "")
            } good: {
                CatPasswordField(title: "Password")
            },
            CatalogueTechnique("Slider without a label", "VoiceOver reads \"50 percent, Adjustable\" and nothing of what it sets") {
                CatVolumeSlider(labelled: false)
            } good: {
                CatVolumeSlider(labelled: true)
            },
            CatalogueTechnique("Stepper without a label", "the stepper's label is an empty string beside a text") {
                CatGuestStepper(labelled: false)
            } good: {
                CatGuestStepper(labelled: true)
            },
        ]
    }
}

struct CatPlaceholderField: View {
    var titled: Bool
    @State var email = ""
    var body: some View {
        if titled {
            TextField("Email", text: $email, prompt: Text("name@example.com"))
        } else {
            TextField("", text: $email, prompt: Text("Email"))
        }
    }
}

struct CatNameField: View {
    var label: String?
    @State var name = ""
    var body: some View {
        if let label {
            TextField("", text: $name).accessibilityLabel(label)
        } else {
            TextField("", text: $name)
        }
    }
}

struct CatPasswordField: View {
    var title: String
    @State var password = ""
    var body: some View { SecureField(title, text: $password) }
}

struct CatVolumeSlider: View {
    var labelled: Bool
    @State var volume = 0.5
    var body: some View {
        if labelled {
            Slider(value: $volume) { Text("Volume") }
        } else {
            Slider(value: $volume)
        }
    }
}

struct CatGuestStepper: View {
    var labelled: Bool
    @State var guests = 2
    var body: some View {
        if labelled {
            Stepper("Guests: \(guests)", value: $guests, in: 1...8)
        } else {
            HStack { Text("Guests: \(guests)"); Stepper("", value: $guests, in: 1...8) }
        }
    }
}
