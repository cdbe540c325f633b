import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_ACCESS_SECRET = "3wLGfqikGV34OM3xI5yDfvqJ4Q2UdhbLw0SEarWcb2lJt"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
