extension SymbolGlyphTable {
    /// Rows of the table: arrows, status, shapes and marks, time.
    static let interfaceRows = """
        # Arrows
        arrow.clockwise                             refresh                      E5D5  ↻
        arrow.counterclockwise                      replay                       E042  ↺
        arrow.circlepath                            autorenew                    E863  ↻
        arrow.triangle.2.circlepath                 sync                         E627  ↻
        arrow.trianglehead.clockwise                refresh                      E5D5  ↻
        arrow.trianglehead.counterclockwise         replay                       E042  ↺
        arrow.trianglehead.2.clockwise.rotate.90    sync                         E627  ↻
        arrow.uturn.backward                        undo                         E166  ↶
        arrow.uturn.forward                         redo                         E15A  ↷
        arrow.uturn.left                            undo                         E166  ↶
        arrow.uturn.right                           redo                         E15A  ↷
        arrow.up                                    arrow_upward                 E5D8  ↑
        arrow.down                                  arrow_downward               E5DB  ↓
        arrow.left                                  arrow_back                   E5C4  ←
        arrow.right                                 arrow_forward                E5C8  →
        arrow.backward                              arrow_back                   E5C4  ←
        arrow.forward                               arrow_forward                E5C8  →
        arrow.up.right                              north_east                   F1E1  ↗
        arrow.up.left                               north_west                   F1E2  ↖
        arrow.down.right                            south_east                   F1E4  ↘
        arrow.down.left                             south_west                   F1E5  ↙
        arrow.up.circle                             arrow_circle_up              F182  ↑
        arrow.down.circle                           arrow_circle_down            F181  ↓
        arrow.left.circle.fill                      arrow_circle_left            EAA7  ←
        arrow.right.circle.fill                     arrow_circle_right           EAAA  →
        arrow.up.arrow.down                         swap_vert                    E8D5  ⇅
        arrow.left.arrow.right                      swap_horiz                   E8D4  ⇄
        arrow.up.right.square                       open_in_new                  E89E  ↗
        arrow.up.to.line                            vertical_align_top           E25A  ⤒
        arrow.down.to.line                          vertical_align_bottom        E258  ⤓
        arrow.up.and.down.and.arrow.left.and.right  open_with                    E89F  ✥
        arrow.up.left.and.arrow.down.right          open_in_full                 F1CE  ⤢
        arrow.down.right.and.arrow.up.left          close_fullscreen             F1CF  ⤡
        arrowshape.turn.up.left.fill                reply                        E15E  ↩
        arrowshape.turn.up.right.fill               forward                      E154  ↪
        arrowshape.turn.up.left.2.fill              reply_all                    E15F  ↩
        arrow.triangle.turn.up.right.diamond.fill   directions                   E52E  ◆
        return                                      keyboard_return              E31B  ↵
        repeat                                      repeat                       E040  ⟳
        repeat.1                                    repeat_one                   E041  ⟳
        shuffle                                     shuffle                      E043  ⤮
        square.and.arrow.up                         ios_share                    E6B8  ⇪
        rectangle.portrait.and.arrow.right          logout                       E9BA  ⇥
        chevron.left                                chevron_left                 E5CB  ‹
        chevron.right                               chevron_right                E5CC  ›
        chevron.backward                            chevron_left                 E5CB  ‹
        chevron.forward                             chevron_right                E5CC  ›
        chevron.up                                  expand_less                  E5CE  ˄
        chevron.down                                expand_more                  E5CF  ˅
        chevron.left.2                              keyboard_double_arrow_left   EAC3  «
        chevron.right.2                             keyboard_double_arrow_right  EAC9  »
        chevron.up.2                                keyboard_double_arrow_up     EACF  ˄
        chevron.down.2                              keyboard_double_arrow_down   EAD0  ˅
        chevron.up.chevron.down                     unfold_more                  E5D7  ↕
        chevron.down.circle.fill                    expand_circle_down           E7CD  ˅
        arrowtriangle.up.fill                       arrow_drop_up                E5C7  ▲
        arrowtriangle.down.fill                     arrow_drop_down              E5C5  ▼
        arrowtriangle.left.fill                     arrow_left                   E5DE  ◀
        arrowtriangle.right.fill                    arrow_right                  E5DF  ▶
        triangle.fill                               arrow_drop_up                E5C7  ▲
        arrowtriangle.up                            arrow_drop_up                E5C7  ▲  outline
        arrowtriangle.down                          arrow_drop_down              E5C5  ▼  outline
        location.fill                               near_me                      E569  ➤
        location                                    near_me                      E569  ➤  outline
        location.slash.fill                         near_me_disabled             F1EF  ➤
        location.slash                              near_me_disabled             F1EF  ➤
        location.north.fill                         navigation                   E55D  ▲
        location.north                              navigation                   E55D  ▲  outline
        scope                                       gps_fixed                    E1B3  ⌖
        # Status, shapes and marks
        checkmark                                   check                        E5CA  ✓
        checkmark.circle.fill                       check_circle                 E86C  ✔
        checkmark.circle                            check_circle_outline         E92D  ✓
        checkmark.square.fill                       check_box                    E834  ☑
        checkmark.seal.fill                         verified                     EF76  ✔
        checkmark.shield.fill                       verified_user                E8E8  ✔
        xmark                                       close                        E5CD  ✕
        xmark.circle.fill                           cancel                       E5C9  ✖
        xmark.circle                                highlight_off                E888  ✕
        xmark.octagon.fill                          dangerous                    E99A  ✖  color:red
        plus                                        add                          E145  +
        plus.circle.fill                            add_circle                   E147  ⊕
        plus.circle                                 add_circle_outline           E148  ⊕
        plus.square.fill                            add_box                      E146  ⊞
        minus                                       remove                       E15B  −
        minus.circle.fill                           remove_circle                E15C  ⊖
        minus.circle                                remove_circle_outline        E15D  ⊖
        circle                                      radio_button_unchecked       E836  ○
        circle.fill                                 circle                       EF4A  ●
        largecircle.fill.circle                     radio_button_checked         E837  ◉
        record.circle                               radio_button_checked         E837  ◉
        square                                      check_box_outline_blank      E835  □
        square.fill                                 square                       EB36  ■
        rectangle.fill                              rectangle                    EB54  ▬
        triangle                                    change_history               E86B  △
        hexagon.fill                                hexagon                      EB39  ⬢
        pentagon.fill                               pentagon                     EB50  ⬟
        star.fill                                   star                         E838  ★  color:yellow
        star                                        star_border                  E83A  ☆
        star.leadinghalf.filled                     star_half                    E839  ★
        star.circle.fill                            stars                        E8D0  ★
        heart.fill                                  favorite                     E87D  ♥  color:red
        heart                                       favorite_border              E87E  ♡
        exclamationmark.triangle.fill               warning                      E002  ⚠  color:yellow
        exclamationmark.triangle                    warning_amber                F083  ⚠
        exclamationmark.circle.fill                 error                        E000  !
        exclamationmark.circle                      error_outline                E001  !
        exclamationmark                             priority_high                E645  !
        info.circle.fill                            info                         E88E  ⓘ
        info.circle                                 info_outline                 E88F  ⓘ
        questionmark.circle.fill                    help                         E887  ?
        questionmark.circle                         help_outline                 E8FD  ?
        questionmark                                question_mark                EB8B  ?
        nosign                                      block                        E14B  ⊘
        bookmark.fill                               bookmark                     E866  ⚑
        bookmark                                    bookmark_border              E867  ⚐
        flag.fill                                   flag                         E153  ⚑
        flag                                        outlined_flag                E16E  ⚐
        tag.fill                                    sell                         F05B  ⌑
        tag                                         sell                         F05B  ⌑  outline
        pin.fill                                    push_pin                     F10D  ⌖
        pin                                         push_pin                     F10D  ⌖  outline
        hand.thumbsup.fill                          thumb_up                     E8DC  +
        hand.thumbsup                               thumb_up_off_alt             E9F3  +
        hand.thumbsdown.fill                        thumb_down                   E8DB  -
        hand.thumbsdown                             thumb_down_off_alt           E9F2  -
        hand.raised.fill                            back_hand                    E764  •
        hand.wave.fill                              waving_hand                  E766  •
        hand.tap.fill                               touch_app                    E913  •
        face.smiling                                sentiment_satisfied_alt      E0ED  ☺
        trophy.fill                                 emoji_events                 EA23  ♛
        trophy                                      emoji_events                 EA23  ♛  outline
        medal.fill                                  military_tech                EA3F  ✪
        gift.fill                                   card_giftcard                E8F6  ⊠
        gift                                        card_giftcard                E8F6  ⊠  outline
        birthday.cake.fill                          cake                         E7E9  •
        birthday.cake                               cake                         E7E9  •  outline
        party.popper.fill                           celebration                  EA65  ✺
        lightbulb.fill                              lightbulb                    E0F0  ☼
        lightbulb                                   lightbulb_outline            E90F  ☼
        # Time
        clock.fill                                  watch_later                  E924  ◷
        clock                                       schedule                     E8B5  ◷
        clock.arrow.circlepath                      history                      E889  ◷
        alarm                                       alarm                        E855  ◷
        alarm.fill                                  alarm                        E855  ◷
        timer                                       av_timer                     E01B  ◔
        stopwatch.fill                              timer                        E425  ◔
        stopwatch                                   timer                        E425  ◔  outline
        hourglass                                   hourglass_empty              E88B  ⧗
        hourglass.bottomhalf.filled                 hourglass_bottom             EA5C  ⧗
        hourglass.tophalf.filled                    hourglass_top                EA5B  ⧗
        calendar                                    calendar_today               E935  ▦
        calendar.badge.exclamationmark              event_busy                   E615  ▦
        """
}
