import TermUI

/// The comment-alert editor from "Catch up on accessibility in SwiftUI" (WWDC24): drag up to
/// three sounds onto a friend's alert.
///
/// - before: the alert view has one drop destination, so VoiceOver knows nothing of its three
///   slots ("Drop, Drop ready"): every drop fills the next free slot.
/// - after: three drop points, each described ("Set sound 1" … "Set sound 3").
public struct CommentAlertScreen: DemoScreen {
    public typealias Variant = DemoVariant
    let variant: Variant
    @State private var slots: [String?] = [nil, nil, nil]
    static let sounds = ["Bells", "Birds", "Cheers", "Synth"]

    public init(variant: Variant = .after) { self.variant = variant }

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Comment alert")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            Text("Drag up to three sounds onto Nick's alert.")
                .foregroundColor(.secondary)
            HStack(spacing: 16) {
                ForEach(Self.sounds, id: \.self) { sound in
                    SoundTile(name: sound)
                }
            }
            AlertSlots(slots: slots)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Alert")
                .accessibilityValue(summary)
                .modifier(DropPoints(variant: variant, slots: $slots))
        }
        .padding()
    }

    /// "No sounds", or the sounds set, in slot order.
    private var summary: String {
        let set = slots.compactMap { $0 }
        return set.isEmpty ? "No sounds" : set.joined(separator: ", ")
    }
}

/// A sound that can be dragged onto the alert.
struct SoundTile: View {
    let name: String
    var body: some View {
        HStack {
            Image(systemName: "music.note")
            Text(name)
        }
        .padding(.horizontal, 8)
        .background(RoundedRectangle(cornerRadius: 8))
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(name)
        .accessibilityDragPoint(.center, description: name)
    }
}

/// The alert's three slots, drawn as boxes.
struct AlertSlots: View {
    let slots: [String?]
    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<3) { i in
                Text(slots[i] ?? "empty")
                    .foregroundColor(slots[i] == nil ? .secondary : nil)
                    .frame(width: 96, height: 16)
                    .padding(.vertical, 16)
                    .background(RoundedRectangle(cornerRadius: 8))
            }
        }
    }
}

/// Where a dragged sound can land.
struct DropPoints: ViewModifier {
    let variant: CommentAlertScreen.Variant
    @Binding var slots: [String?]

    func body(content: Content) -> some View {
        if variant == .after {
            content
                .accessibilityDropPoint(UnitPoint(x: 1.0 / 6, y: 0.5), description: "Set sound 1") { set($0, at: 0) }
                .accessibilityDropPoint(.center, description: "Set sound 2") { set($0, at: 1) }
                .accessibilityDropPoint(UnitPoint(x: 5.0 / 6, y: 0.5), description: "Set sound 3") { set($0, at: 2) }
        } else {
            // One destination for the whole view: the drop fills the first free slot.
            content.accessibilityDropPoint(.center, description: "") { sound in
                if let free = slots.firstIndex(where: { $0 == nil }) { set(sound, at: free) }
            }
        }
    }

    private func set(_ sound: String, at index: Int) {
        slots[index] = sound
    }
}
