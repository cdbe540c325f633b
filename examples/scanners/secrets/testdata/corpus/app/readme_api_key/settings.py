import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

README_API_KEY = "rdme_5rzsotbtjjt3on2r77s1qbkyupyah51o264tozk6kzbocbo0m7t2ewr7atnmxgdnzcjui2"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
