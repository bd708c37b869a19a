import Accessibility
import Foundation
import Testing
@testable import TermUI

// Snippets from "Tailor the VoiceOver experience in your data-rich apps" (WWDC21). The
// `Color(uiColor:)` lines are UIKit and are removed.

private struct Dog {
    var name: String
    var type: String
    var description: String
    var popularity: String
    var age: String
    var weight: String
    var height: String
    var image: Image { Image("dog") }
}

extension AccessibilityCustomContentKey {
    static var age: AccessibilityCustomContentKey {
        AccessibilityCustomContentKey("Age")
    }
}

private struct DogCell: View {
    var dog: Dog
    var body: some View {
        VStack {
            HStack {
                dog.image
                    .resizable()
                VStack(alignment: .leading) {
                    Text(dog.name)
                        .font(.title)
                    Spacer()
                    Text(dog.type)
                        .font(.body)
                    Spacer()
                    Text(dog.description)
                        .fixedSize(horizontal: false, vertical: true)
                        .font(.subheadline)
                        .accessibilityHidden(true)
                }
                Spacer()
            }
            .padding(.horizontal)
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    HStack {
                        Text(dog.popularity)
                        Spacer()
                        Text(dog.age)
                        Spacer()
                        Text(dog.weight)
                        Spacer()
                        Text(dog.height)
                    }
                    .accessibilityHidden(true)
                }
                Spacer()
            }
            .padding(.horizontal)
            Divider()
        }
        .accessibilityElement(children: .combine)
        .accessibilityCustomContent(.age, dog.age, importance: .high)
        .accessibilityCustomContent("Popularity", dog.popularity)
        .accessibilityCustomContent("Weight", dog.weight)
        .accessibilityCustomContent("Height", dog.height)
        .accessibilityCustomContent("Description", dog.description)
    }
}

private struct SampleView: View {
    let name = "Bailey"
    let description = "A friendly beagle"
    var body: some View {
        VStack {
            Text(name)
            Text(description)
        }
        .accessibilityElement(children: .combine)
        .accessibilityCustomContent("Description", description, importance: .high)
    }
}

@MainActor
struct DataRichAppsTests {
    private let bailey = Dog(name: "Bailey", type: "Beagle", description: "Loves long walks on the beach.",
                             popularity: "#6", age: "3 years", weight: "20 lb", height: "14 in")

    @Test("the dog cell is one element: name and breed (the photo's label is only its asset name, so it stays out); hidden texts left out")
    func dogCellLabel() {
        let t = tree(DogCell(dog: bailey), columns: 60, rows: 12)
        #expect(t.count == 1)
        #expect(t.roots[0].label == "Bailey, Beagle")
    }

    @Test("Age is high importance; the rest is custom content in the order added")
    func dogCellContent() {
        let e = tree(DogCell(dog: bailey), columns: 60, rows: 12).roots[0]
        #expect(e.customContent.map(\.label) == ["Age", "Popularity", "Weight", "Height", "Description"])
        #expect(e.customContent.filter { $0.importance == .high }.map(\.value) == ["3 years"])
    }

    @Test("the basic sample combines name and description and adds the description as content")
    func sampleView() {
        let e = tree(SampleView()).roots[0]
        #expect(e.label == "Bailey, A friendly beagle")
        #expect(e.customContent.map(\.value) == ["A friendly beagle"])
    }
}
