// swift-format-ignore-file
//
//  TapCounterLiveActivity.swift
//  TapCounter
//
//  Created with the widget extension template; the bundle does not show it yet.
//

import ActivityKit
import WidgetKit
import SwiftUI

struct TapCounterAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        // Dynamic stateful properties about your activity go here!
        var emoji: String
    }

    // Fixed non-changing properties about your activity go here!
    var name: String
}

struct TapCounterLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TapCounterAttributes.self) { context in
            // Lock screen/banner UI goes here
            VStack {
                Text("Hello \(context.state.emoji)")
            }
            .activityBackgroundTint(Color.cyan)
            .activitySystemActionForegroundColor(Color.black)

        } dynamicIsland: { context in
            DynamicIsland {
                // Expanded UI goes here.  Compose the expanded UI through
                // various regions, like leading/trailing/center/bottom
                DynamicIslandExpandedRegion(.leading) {
                    Text("Leading")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Trailing")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("Bottom \(context.state.emoji)")
                    // more content
                }
            } compactLeading: {
                Text("L")
            } compactTrailing: {
                Text("T \(context.state.emoji)")
            } minimal: {
                Text(context.state.emoji)
            }
            .widgetURL(URL(string: "http://www.apple.com"))
            .keylineTint(Color.red)
        }
    }
}

extension TapCounterAttributes {
    fileprivate static var preview: TapCounterAttributes {
        TapCounterAttributes(name: "World")
    }
}

extension TapCounterAttributes.ContentState {
    fileprivate static var smiley: TapCounterAttributes.ContentState {
        TapCounterAttributes.ContentState(emoji: "😀")
     }

     fileprivate static var starEyes: TapCounterAttributes.ContentState {
         TapCounterAttributes.ContentState(emoji: "🤩")
     }
}

#Preview("Notification", as: .content, using: TapCounterAttributes.preview) {
   TapCounterLiveActivity()
} contentStates: {
    TapCounterAttributes.ContentState.smiley
    TapCounterAttributes.ContentState.starEyes
}
