import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NOTION_INTEGRATION_TOKEN = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
