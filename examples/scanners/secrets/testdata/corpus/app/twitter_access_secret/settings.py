import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_ACCESS_SECRET = "F2r8tjPGuu0TruNOzoOdshuu7InZe5igxQCdu5RmxTDSH"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
