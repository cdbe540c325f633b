import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAILGUN_PUBLIC_KEY = "pubkey-83db1c3ecaad0269bcffa8dbfc53d7ad"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
