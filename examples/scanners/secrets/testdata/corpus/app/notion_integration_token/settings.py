import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NOTION_INTEGRATION_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
