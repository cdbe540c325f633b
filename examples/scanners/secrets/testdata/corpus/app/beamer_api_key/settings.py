import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

BEAMER_API_KEY = "b_H-j3Oen3IKYUlvcOHnXF8rCjxoYxBTH-3tF-nPujR2Hc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
