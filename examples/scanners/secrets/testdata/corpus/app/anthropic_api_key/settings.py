import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ANTHROPIC_API_KEY = "sk-ant-api03-gxbOFn5RTJRb6qXQSpqIfv1ekmL59sIpzM3696T1Apsh9mAmAGh2-ys_GY4IK70RNgTJas3i3xezfgV49npEK_q2ZWJ0QAA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
