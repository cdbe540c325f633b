package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":            "https://api.acme.dev/v2",
	"aws_bedrock_api_key": "ABSKQmVkcm9ja0FQSUtleSPiipePhSxEerUkYU18ZQc/zOKC/0EEfoe5zyFYjnYNXCJj1xgkzaEAyvVRvP7COIC7mjomO9dLVQiT+eEoJZh/ojGGEb7+4Bp5O4SCcwdBmfu0KLF4Ck98B9lu17iaUXn/DTFS1u6O0CGn3PqmBx0QFp+Stik6IQq0YoN3wkKEaytO8OS3mBVCvPJqhy=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
