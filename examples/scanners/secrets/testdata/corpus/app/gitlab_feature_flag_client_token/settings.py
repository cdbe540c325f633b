import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITLAB_FEATURE_FLAG_CLIENT_TOKEN = "glffct-5UhXTnh1Ki4X0nlIaG9R"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
