import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DEFINED_NETWORKING_API_TOKEN = "dnkey-oqsh5jrzcjw9qnoqjdx2cefdyy-z228es4lakrvsqduvgg2p9rm6g9k3gx8ruqoyoi7hk7o2cx65vfj"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
