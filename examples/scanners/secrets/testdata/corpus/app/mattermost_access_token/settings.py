import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MATTERMOST_ACCESS_TOKEN = "j3na8vgnc2l0kky9cjwgke8ddr"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
