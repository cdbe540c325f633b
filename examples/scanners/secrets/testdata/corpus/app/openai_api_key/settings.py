import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OPENAI_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
