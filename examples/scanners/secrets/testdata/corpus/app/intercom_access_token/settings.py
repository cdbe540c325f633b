import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INTERCOM_ACCESS_TOKEN = "saxffjZfJz4d94vZ90uycB4kCmavAuACv0kFUcKmuG5nYKbGjDK1GxZgm6R1"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
