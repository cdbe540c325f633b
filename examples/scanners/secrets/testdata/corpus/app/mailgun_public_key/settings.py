import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAILGUN_PUBLIC_KEY = "pubkey-21330fef5ab0f3e7fc9a04fa2557af80"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
