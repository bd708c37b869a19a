import TermUI

/// The forms of "Accessibility in SwiftUI explained for UIKit developers" and "Streamlined
/// Accessibility in SwiftUI": a page control, an agreement toggle, a tab bar, a dimmed
/// button, a modal sheet, and the streamlined `accessibility(options:)` modifier.
///
/// - before: the page dots are silent, the agreement switch has no label, the tabs are loose
///   buttons, the volume slider is unlabelled, "Submit" is plain text, the dimmed button's label
///   says "button", and the sheet traps focus with no way to escape.
/// - after: the seeds' fixes.
public struct SettingsScreen: DemoScreen {
    public typealias Variant = DemoVariant
    let variant: Variant
    var fixed: Bool { variant == .after }
    @State private var page = 0
    @State private var agreed = false
    @State private var volume = 60.0
    @State private var selectedTab = "Home"
    @State private var showsSheet = false
    @State private var submitted = false
    @State private var name = ""
    @Namespace private var namespace
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
    let agreementText = "I accept the terms and conditions"

    public init(variant: Variant = .after) { self.variant = variant }

    public var body: some View {
        ZStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 16) {
                Text("Settings")
                    .font(.largeTitle)
                    .accessibility(options: fixed ? [.traits([.isHeader])] : [])
                pageControl
                agreement
                volumeSlider
                TextField("Name", text: $name)
                    .frame(maxWidth: 320)
                Text(submitted ? "Submitted, \(name.isEmpty ? "anonymous" : name)" : "Submit")
                    .foregroundColor(.blue)
                    .onTapGesture { submitted = true }
                    .accessibility(options: fixed ? [.traits([.isButton])] : [])
                Button(fixed ? "Delete account" : "Delete account button") {}
                    .disabled(true)
                Button("Show details") { showsSheet = true }
                tabBar
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            if showsSheet {
                DetailsSheet(isFixed: fixed) { showsSheet = false }
            }
        }
    }

    private var pageControl: some View {
        HStack {
            ForEach(0..<3) { index in
                pageDot(isCurrent: index == page)
                    .frame(width: 8, height: 16)
                    .onTapGesture { page = index }
            }
        }
        .modifierIf(fixed) { dots in
            dots
                .accessibilityElement()
                .accessibilityLabel("Pages")
                .accessibilityValue(Text("Page \(page + 1) of 3"))
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment:
                        guard page < 2 else { break }
                        page += 1
                    case .decrement:
                        guard page > 0 else { break }
                        page -= 1
                    }
                }
        }
    }

    /// The current page's dot is bright and the others grey; with Differentiate Without Color
    /// the others are rings (○ ● ○), so the current page does not rest on a colour alone.
    private func pageDot(isCurrent: Bool) -> some View {
        differentiateWithoutColor && !isCurrent ? Circle().stroke(.gray) : Circle().fill(isCurrent ? .primary : .gray)
    }

    @ViewBuilder private var agreement: some View {
        let row = HStack(alignment: .top) {
            Text(agreementText)
                .accessibilityLabeledPair(role: .label, id: "agreementToggle", in: namespace)
            Toggle("", isOn: $agreed)
                .fixedSize()
                .accessibilityLabeledPair(role: .content, id: "agreementToggle", in: namespace)
        }
        if fixed {
            row.accessibilityRepresentation {
                Toggle("", isOn: $agreed).accessibilityLabel(Text(agreementText))
            }
        } else {
            HStack(alignment: .top) {
                Text(agreementText)
                Toggle("", isOn: $agreed).fixedSize()
            }
        }
    }

    private var volumeSlider: some View {
        Slider(value: $volume, in: 0...100)
            .frame(maxWidth: 320)
            .accessibility(options: fixed ? [
                .label("Volume"),
                .value("\(Int(volume)) percent"),
                .hint("Changes the volume"),
            ] : [])
    }

    private var tabBar: some View {
        HStack(spacing: 16) {
            ForEach(["Home", "Search", "Profile"], id: \.self) { tab in
                Button(tab) { selectedTab = tab }
                    .accessibilityAddTraits(tab == selectedTab ? .isSelected : [])
            }
        }
        .modifierIf(fixed) { tabs in
            tabs
                .accessibilityElement(children: .contain)
                .accessibilityLabel(Text("Tab bar"))
                .accessibilityAddTraits(.isTabBar)
        }
    }
}

/// A sheet over the settings. Fixed, it is modal (VoiceOver stays inside) and escape closes it.
struct DetailsSheet: View {
    let isFixed: Bool
    let dismiss: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Details")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            Text("Your plan renews on the first of each month.")
            if isFixed {
                Button("Done", action: dismiss)
            }
        }
        .padding()
        .frame(maxWidth: 360)
        .background(RoundedRectangle(cornerRadius: 12).fill(.black))
        .padding(.top, 48)
        // One container, so the modal trait covers the sheet rather than each of its elements.
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isModal)
        .modifierIf(isFixed) { $0.accessibilityAction(.escape, dismiss) }
    }
}
