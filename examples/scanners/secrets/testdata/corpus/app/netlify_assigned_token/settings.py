import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NETLIFY_ASSIGNED_TOKEN = "qvpUHTbkgEg7x_UFIlZVIAdP8WCHDoMLT-alZTnzlC3Zw"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
