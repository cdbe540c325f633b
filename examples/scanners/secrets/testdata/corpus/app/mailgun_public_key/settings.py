import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAILGUN_PUBLIC_KEY = "pubkey-73206ca60cf1840a5709ccba5c822081"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
