package scene

func applyNotice(s *Scene, in Notice) {
	if in != s.notice {
		s.notice = in
	}
}

// Notice is the message shown in the status bar, if any.
func (s *Scene) Notice() Notice { return s.notice }
