package view

import "swath/agent"

// Figure is one labelled number of the plan (agent.Figure).
type Figure = agent.Figure
