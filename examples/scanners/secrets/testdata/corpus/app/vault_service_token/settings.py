import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

VAULT_SERVICE_TOKEN = "hvs.w2qj5osMRaqScuNyrdk7kfwV7ftsR0qD8KE6MIuAT7idyItyDdsxbrRYoYGdkIJIjTHEyb0wMLhfrW3EMF5FvuvPJjXfsbnIa-f-y1"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
