package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"mapbox_secret_token": "sk.eyJjRpqMpJ5VeMGj8jqQ8sFqf_KKwHbisEbpX70YxfZNxv9UqU8xSPcTLzYVF3N7UzM3c-aTLfZ_Wn525EkDBYNKRXt79NaKMLw1gB_pX8EkfRzfRp4CcP7vcJ6E8F6hajsRs3HfDYKQ_Nj9PWmCGLXbt6JZ8C8lAjH5VsugpvEr-Vzf4U5tFC6RYrjin.7XnzVEsgehNszg_P3CG_ku",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
