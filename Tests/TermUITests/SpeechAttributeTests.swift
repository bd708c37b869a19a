import Accessibility
import Foundation
import Testing
@testable import TermUI

@MainActor
struct SpeechAttributeTests {
    @Test("Text's speech modifiers set the element's speech options")
    func speechModifiersOfText() throws {
        let text = Text("A1B2").speechSpellsOutCharacters().speechAdjustedPitch(0.5)
            .speechAlwaysIncludesPunctuation().speechAnnouncementsQueued()
        let speech = try #require(tree(text).roots.first).speech
        #expect(speech.spellsOutCharacters && speech.alwaysIncludesPunctuation && speech.announcementsQueued)
        #expect(speech.adjustedPitch == 0.5)
    }

    @Test("an AttributedString's speech attributes reach the Text's element")
    func attributedStringSpeechAttributes() throws {
        var code = AttributedString("Code ")
        var digits = AttributedString("4 2 7")
        digits.accessibilitySpeechSpellsOutCharacters = true
        digits.accessibilitySpeechAdjustedPitch = 2
        code.append(digits)
        code.accessibilitySpeechIncludesPunctuation = false
        let element = try #require(tree(Text(code)).roots.first)
        #expect(element.label == "Code 4 2 7")
        #expect(element.speech.spellsOutCharacters)
        #expect(element.speech.adjustedPitch == 1, "pitch is clamped to SwiftUI's -1…1")
        #expect(!element.speech.alwaysIncludesPunctuation)
        var queued = AttributedString("Later")
        queued.accessibilitySpeechAnnouncementsQueued = true
        #expect(Text(queued).speech.announcementsQueued)
    }
}
