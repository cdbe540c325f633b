import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GROQ_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
