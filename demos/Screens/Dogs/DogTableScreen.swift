import TermUI

/// The dog table from "Tailor the VoiceOver experience in your data-rich apps" (WWDC21).
///
/// - before: every text is its own element (seven swipes a dog), and the photos read their
///   file names.
/// - after: one element per dog, "Bailey, Beagle", with Age spoken at once (high importance)
///   and Popularity, Weight, Height and Description under More content.
public struct DogTableScreen: DemoScreen {
    public typealias Variant = DemoVariant
    let variant: Variant

    public init(variant: Variant = .after) { self.variant = variant }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Dogs")
                .font(.largeTitle)
                .accessibilityAddTraits(.isHeader)
            ForEach(Dog.all) { dog in
                if variant == .after {
                    DogCell(dog: dog)
                        .accessibilityElement(children: .combine)
                        // The photo makes the row read as an image, as the session's cell does.
                        .accessibilityAddTraits(.isImage)
                        .accessibilityCustomContent(.age, dog.age, importance: .high)
                        .accessibilityCustomContent("Popularity", dog.popularity)
                        .accessibilityCustomContent("Weight", dog.weight)
                        .accessibilityCustomContent("Height", dog.height)
                        .accessibilityCustomContent("Description", dog.description)
                } else {
                    DogCell(dog: dog, hidesDetails: false, photo: Image(dog.photoFile))
                }
            }
        }
        .padding()
    }
}

extension AccessibilityCustomContentKey {
    static var age: AccessibilityCustomContentKey {
        AccessibilityCustomContentKey("Age")
    }
}

struct Dog: Identifiable {
    let id: String
    let name: String
    let type: String
    let description: String
    let popularity: String
    let age: String
    let weight: String
    let height: String
    var image: Image { Image(decorative: id) }
    /// The photo's asset name, which an image without a label reads.
    var photoFile: String { "IMG_\(id).jpg" }

    static let all = [
        Dog(id: "bailey", name: "Bailey", type: "Beagle", description: "Curious and merry; follows her nose everywhere.",
            popularity: "Number 6", age: "three years", weight: "22 pounds", height: "14 inches"),
        Dog(id: "luna", name: "Luna", type: "Golden retriever", description: "Gentle, patient and fond of water.",
            popularity: "Number 3", age: "five years", weight: "65 pounds", height: "23 inches"),
        Dog(id: "max", name: "Max", type: "Dachshund", description: "Small, brave and very loud.",
            popularity: "Number 9", age: "eight years", weight: "11 pounds", height: "9 inches"),
    ]
}

/// The seed's cell: photo, name, breed and description, then a row of statistics.
struct DogCell: View {
    var dog: Dog
    var hidesDetails = true
    var photo: Image?

    var body: some View {
        VStack {
            HStack {
                (photo ?? dog.image)
                    .resizable()
                    .frame(width: 80, height: 48)
                VStack(alignment: .leading) {
                    Text(dog.name)
                        .font(.title)
                    Text(dog.type)
                        .font(.body)
                    Text(dog.description)
                        .fixedSize(horizontal: false, vertical: true)
                        .font(.subheadline)
                        .accessibilityHidden(hidesDetails)
                }
                Spacer()
            }
            .padding(.horizontal)
            HStack(alignment: .top) {
                HStack {
                    Text(dog.popularity)
                    Spacer()
                    Text(dog.age)
                    Spacer()
                    Text(dog.weight)
                    Spacer()
                    Text(dog.height)
                }
                .foregroundColor(.secondary)
                .accessibilityHidden(hidesDetails)
            }
            .padding(.horizontal)
            Divider()
        }
    }
}
