import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DRONE_CI_TOKEN = "AvaoMmWSxTRio7G8Y3nulhmDJ77mke3k"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
