import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_WORKFLOW_WEBHOOK_URL = "hooks.slack.com/workflows/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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
