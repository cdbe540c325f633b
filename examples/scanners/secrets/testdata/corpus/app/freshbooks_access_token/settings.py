import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FRESHBOOKS_ACCESS_TOKEN = "wm457y3q9ag0x33an61a0uyqc6xu6uscy9aa93b6qy8gwqpacy29v3ofzamos1d3"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
