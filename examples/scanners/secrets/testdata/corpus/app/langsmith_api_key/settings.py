import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LANGSMITH_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
