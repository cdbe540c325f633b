import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_WORKFLOW_WEBHOOK_URL = "hooks.slack.com/workflows/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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
