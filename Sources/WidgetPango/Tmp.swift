enum TmpWidgetPango {}
