/*
 * manifest.c — the plugin's manifest, written by hand (see the "Wire schema" article).
 *
 * It names every exported handler and declares its natural C signature; include/pomodoro_handlers.h
 * declares the same functions. JSON(...) turns the JSON text into a string literal:
 * the preprocessor adds the quotes and escapes, so the JSON below is written as is
 * (it does not expand macros inside it either: `true` stays `true`).
 */
#include "pomodoro.h"

#define JSON(...) #__VA_ARGS__

const char pomodoro_manifest[] = JSON({
    "plugin": {"id": "dev.widgethost.pomodoro", "name": "Pomodoro", "version": "1.0.0", "sdk": "C"},
    "widgets": [{
        "kind": "Focus",
        "displayName": "Focus Timer",
        "description": "Focus on a project for a while, then take a break.",
        "families": ["systemSmall", "systemMedium"],
        "configurationIntent": "ConfigureFocus",
        "placeholder": {"symbol": "pomodoro_placeholder", "returns": "status", "arguments": [
            {"type": "string", "source": "family"},
            {"type": "double", "source": "now"},
            {"type": "buffer", "source": "result"}]},
        "snapshot": {"symbol": "pomodoro_snapshot", "returns": "status", "arguments": [
            {"type": "string", "source": "parameter", "name": "project"},
            {"type": "string", "source": "parameter", "name": "length"},
            {"type": "int64", "source": "parameter", "name": "breakMinutes"},
            {"type": "double", "source": "parameter", "name": "dailyGoal"},
            {"type": "string", "source": "family"},
            {"type": "double", "source": "now"},
            {"type": "buffer", "source": "result"},
            {"type": "buffer", "source": "error"}]},
        "timeline": {"symbol": "pomodoro_timeline", "returns": "status", "arguments": [
            {"type": "string", "source": "parameter", "name": "project"},
            {"type": "string", "source": "parameter", "name": "length"},
            {"type": "int64", "source": "parameter", "name": "breakMinutes"},
            {"type": "double", "source": "parameter", "name": "dailyGoal"},
            {"type": "string", "source": "family"},
            {"type": "double", "source": "now"},
            {"type": "buffer", "source": "result"},
            {"type": "buffer", "source": "error"}]}
    }],
    "intents": [
        {"id": "ConfigureFocus", "title": "Focus Timer", "isConfiguration": true,
         "description": "What to focus on, for how long, and today's goal.",
         "parameters": [
            {"name": "project", "title": "Project", "type": {"kind": "entity", "entity": "Project"}, "optional": true},
            {"name": "length", "title": "Session Length", "type": {"kind": "enum", "enum": "SessionLength"},
             "default": "classic"},
            {"name": "breakMinutes", "title": "Break (minutes)", "type": {"kind": "int"}, "default": 5,
             "bounds": {"lowerBound": 1, "upperBound": 30}},
            {"name": "dailyGoal", "title": "Daily Goal (hours)", "type": {"kind": "double"}, "default": 2,
             "bounds": {"lowerBound": 0.5, "upperBound": 12}}],
         "summary": {"kind": "when",
            "condition": {"parameter": "project", "operator": "hasAnyValue"},
            "then": {"kind": "summary", "template": "Focus on ${project} in ${length} sessions",
                     "parameters": ["project", "length", "breakMinutes", "dailyGoal"]},
            "otherwise": {"kind": "summary", "template": "Focus in ${length} sessions",
                          "parameters": ["project", "length", "breakMinutes", "dailyGoal"]}}},
        {"id": "StartFocus", "title": "Start Focus", "description": "Starts a focus session.",
         "parameters": [
            {"name": "project", "title": "Project", "type": {"kind": "entity", "entity": "Project"}, "optional": true},
            {"name": "minutes", "title": "Minutes", "type": {"kind": "int"}, "default": 25,
             "bounds": {"lowerBound": 1, "upperBound": 120}}],
         "summary": {"kind": "summary", "template": "Focus on ${project} for ${minutes} minutes",
                     "parameters": ["project", "minutes"]},
         "perform": {"symbol": "pomodoro_start", "returns": "status", "arguments": [
            {"type": "string", "source": "parameter", "name": "project"},
            {"type": "int64", "source": "parameter", "name": "minutes"},
            {"type": "double", "source": "now"},
            {"type": "buffer", "source": "result"},
            {"type": "buffer", "source": "error"}]}},
        {"id": "ExtendFocus", "title": "Extend Focus", "description": "Adds minutes to the running session.",
         "parameters": [
            {"name": "minutes", "title": "Minutes", "type": {"kind": "int"}, "default": 5,
             "bounds": {"lowerBound": 1, "upperBound": 30}}],
         "perform": {"symbol": "pomodoro_extend", "returns": "int32", "arguments": [
            {"type": "int64", "source": "parameter", "name": "minutes"},
            {"type": "double", "source": "now"}]}},
        {"id": "StopFocus", "title": "Stop Focus", "description": "Ends the session; a completed one counts toward today.",
         "parameters": [
            {"name": "completed", "title": "Completed", "type": {"kind": "bool"}, "default": false}],
         "perform": {"symbol": "pomodoro_stop", "returns": "double", "arguments": [
            {"type": "bool", "source": "parameter", "name": "completed"},
            {"type": "double", "source": "now"}]}}
    ],
    "entities": [{
        "id": "Project", "typeDisplayName": "Project",
        "queries": {
            "entities": {"symbol": "pomodoro_projects_for", "returns": "status", "arguments": [
                {"type": "string", "source": "identifiers"},
                {"type": "buffer", "source": "result"}]},
            "suggested": {"symbol": "pomodoro_projects_suggested", "returns": "status", "arguments": [
                {"type": "buffer", "source": "result"}]},
            "matching": {"symbol": "pomodoro_projects_matching", "returns": "status", "arguments": [
                {"type": "string", "source": "text"},
                {"type": "buffer", "source": "result"}]}
        }
    }],
    "enums": [{
        "id": "SessionLength", "typeDisplayName": "Session Length",
        "cases": [
            {"value": "short", "title": "Short", "subtitle": "15 minutes"},
            {"value": "classic", "title": "Classic", "subtitle": "25 minutes"},
            {"value": "long", "title": "Long", "subtitle": "50 minutes"}]
    }]
});
