enum TmpWidgetLayoutTests {}
