import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MAILGUNKEY = "92c61633eecd90a0469b274af099a289-ec8edd18-6e257713"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
