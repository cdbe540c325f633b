import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SENDGRID_API_KEY = "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"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
