import Foundation

/// Something an app did that its user senses other than by speech: a haptic it played, or a
/// request it handed to the system (a URL to open). VoiceOver speaks none of these; the
/// reader's transcript shows each as a cue, in the order the app made them, so a walkthrough
/// can see that the haptic was felt and the link would have left the app.
public enum AccessibilityFeedbackEvent: Hashable, Sendable {
    /// A haptic, by what the user would feel: "success", "medium impact", "selection".
    case haptic(String)
    /// A URL handed to the system to open (`UIApplication.shared.open`): recorded, never opened.
    case openURL(URL)
    /// An action handed to the system (`UIApplication.shared.sendAction`), by its name.
    case systemAction(String)
    /// A UIKit view controller presented over the app (a share sheet), by its type's name:
    /// recorded, never shown.
    case presentation(String)
    /// What the app asked of a framework that does nothing here (a widget timeline reloaded, a
    /// player started, an intent's dialog), in words: recorded, never performed.
    case activity(String)
}

extension AccessibilityNotificationScope {
    /// Tells the screen whose code is running that the app made `event`; nowhere outside
    /// any screen's code.
    @MainActor
    public static func post(feedback event: AccessibilityFeedbackEvent) {
        post(.feedback(event))
    }
}
