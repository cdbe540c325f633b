import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OPENROUTER_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
